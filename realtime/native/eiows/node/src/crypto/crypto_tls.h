// Stand-in for Node.js's internal src/crypto/crypto_tls.h, used by realtime/scripts/build-eiows.mjs.
//
// eiows 9 includes that header for one thing: reading the SSL* of a TLS socket (its
// `getSSLContext`), to take over `wss://` connections. Its own install script gets the header by
// cloning Node's source tree, which an offline install cannot do. The gateway serves plain
// WebSocket (TLS ends in front of it), so this build has no TLS takeover: `getSSLContext` throws,
// and nothing else of the addon reads Node's internals (plain TCP is taken over by file descriptor).
#pragma once

#include <node.h>
#include <openssl/ssl.h>

namespace node {
class BaseObject {};
namespace crypto {
struct NoSSLPointer {
  SSL *get() const { return nullptr; }
};
class TLSWrap {
 protected:
  const NoSSLPointer *getSSL() const { return nullptr; }
};
}  // namespace crypto
}  // namespace node

// In eiows this unwraps the TLS socket's native object; here it refuses before touching it.
#define ASSIGN_OR_RETURN_UNWRAP(ptr, obj)                                                      \
  do {                                                                                         \
    (void)(obj);                                                                               \
    *(ptr) = nullptr;                                                                          \
    v8::Isolate *eiowsIsolate = v8::Isolate::GetCurrent();                                     \
    eiowsIsolate->ThrowException(v8::Exception::Error(v8::String::NewFromUtf8Literal(          \
        eiowsIsolate, "eiows was built without TLS takeover: terminate TLS in front of it"))); \
    return;                                                                                    \
  } while (0)
