import { Body, Button, Container, Head, Heading, Hr, Html, Img, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Brand } from './brand';

const page = { backgroundColor: '#f5f8fa', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1c2127' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
  borderRadius: '6px',
};
const button = { backgroundColor: '#2d72d2', color: '#ffffff', padding: '10px 18px', borderRadius: '4px' };
const small = { color: '#5f6b7c', fontSize: '12px' };

/** Every email's frame: the restaurant's logo and name, a heading, the body, and an optional footer. */
export function MailLayout(props: {
  brand: Brand;
  preview: string;
  heading: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { brand } = props;
  return (
    <Html lang={brand.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          {brand.logoUrl ? <Img src={brand.logoUrl} alt={brand.name} height="48" /> : null}
          <Text style={{ fontWeight: 'bold' }}>{brand.name}</Text>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {props.heading}
          </Heading>
          {props.children}
          {props.footer ? (
            <>
              <Hr />
              <Section style={small}>{props.footer}</Section>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A call to action: a button whose address is also written out (plain text shows it as the link). */
export function MailAction(props: { href: string; label: string }) {
  return (
    <Section>
      <Button href={props.href} style={button}>
        {props.label}
      </Button>
      <Text style={small}>{props.href}</Text>
    </Section>
  );
}

export { Text as MailText };
