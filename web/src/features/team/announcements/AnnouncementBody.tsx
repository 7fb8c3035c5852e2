import type { Announcement } from '@ros/shared-events';

/** A post's cover and its body, HTML the server rendered from Markdown and sanitised (no script survives it). */
export function AnnouncementBody({ post }: { post: Announcement }) {
  return (
    <>
      {post.coverImageUrl && (
        <img src={post.coverImageUrl} alt="" style={{ maxWidth: '100%', borderRadius: 4, marginBottom: 12 }} />
      )}
      <div
        className="ros-markdown"
        data-testid="announcement-body"
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
    </>
  );
}
