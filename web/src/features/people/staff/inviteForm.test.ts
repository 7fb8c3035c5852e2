import { describe, expect, it } from 'vitest';
import { rowErrorsFromFields, splitPastedEmails, validateInvites } from './inviteForm';

const messages = { email: 'Enter a valid email address.', role: 'Please select a role.' };

describe('invite staff form', () => {
  it('asks for a role on every line that has none, and for a valid email', () => {
    const errors = validateInvites(
      [
        { email: 'ben@x.io', roleId: 'r1' },
        { email: 'carl@x.io', roleId: '' },
        { email: 'nope', roleId: 'r1' },
      ],
      messages,
    );
    expect(errors).toEqual([{}, { roleId: 'Please select a role.' }, { email: 'Enter a valid email address.' }]);
  });

  it("puts the API's field messages on the line they name", () => {
    const { rows, rest } = rowErrorsFromFields(
      {
        'invites.1.email': 'This email is already in use.',
        'invites.0.roleId': 'Please select a role.',
        invites: 'Invite at most 50 people at once.',
      },
      2,
    );
    expect(rows).toEqual([{ roleId: 'Please select a role.' }, { email: 'This email is already in use.' }]);
    expect(rest).toEqual(['Invite at most 50 people at once.']);
  });

  it('turns a pasted list of addresses into one line each with the same role', () => {
    const rows = [
      { email: '', roleId: 'waiter' },
      { email: 'dora@x.io', roleId: 'chef' },
    ];
    expect(splitPastedEmails(rows, 0, 'ben@x.io, carl@x.io; eve@x.io')).toEqual([
      { email: 'ben@x.io', roleId: 'waiter' },
      { email: 'carl@x.io', roleId: 'waiter' },
      { email: 'eve@x.io', roleId: 'waiter' },
      { email: 'dora@x.io', roleId: 'chef' },
    ]);
    expect(splitPastedEmails(rows, 0, 'ben@x.io')).toBeNull();
  });
});
