// Which address the web app hands to the API as the browser's. Pure, so it is unit-tested.
import { forwardedClientAddress } from "#contract/client-address";
import { CLIENT_CHANNEL_HEADER, readClientAddress } from "#contract/client-channel";

/**
 * Behind TRUST_PROXY trusted proxies the address they appended to X-Forwarded-For wins (our socket
 * only sees the last proxy). Otherwise the server's stamp of the socket address, believed only
 * when it carries this process's secret. Else undefined: the API then treats the caller as unknown.
 */
export function clientAddressOf(
  headers: Headers,
  trustProxy: number,
  secret: string | undefined,
): string | undefined {
  return (
    forwardedClientAddress(headers.get("x-forwarded-for"), trustProxy) ??
    readClientAddress(headers.get(CLIENT_CHANNEL_HEADER), secret)
  );
}
