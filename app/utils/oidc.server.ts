import { createHmac, timingSafeEqual } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { upsertOidcUser, type User } from "~/models/users.server";
import { adminEmails, isHttps, oidcConfig } from "./env.server";
import { sessionSecret } from "./secret.server";

/**
 * remix-auth-oauth2 does plain OAuth2 (authorization code + PKCE S256 + state). OpenID Connect's
 * part is ours: a nonce bound to the state, and the id_token's signature (issuer's JWKS), iss,
 * aud, exp and nonce, verified with jose before any claim is trusted.
 */
type Discovery = { issuer: string; jwks_uri: string };

/** The nonce is derived from the state, so the callback can recompute it without storing it. */
function nonceFor(state: string): string {
  return createHmac("sha256", sessionSecret).update(`oidc-nonce:${state}`).digest("base64url");
}

class OidcStrategy extends OAuth2Strategy<User> {
  name = "oidc";

  protected authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const state = params.get("state");
    if (state) params.set("nonce", nonceFor(state));
    return super.authorizationParams(params, request);
  }
}

async function verifyIdToken(idToken: string, state: string, discovery: Discovery, jwks: ReturnType<typeof createRemoteJWKSet>) {
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: discovery.issuer,
    audience: oidcConfig!.clientId,
  });
  const expected = Buffer.from(nonceFor(state));
  const actual = Buffer.from(String(payload.nonce ?? ""));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new Error("The id_token nonce does not match this sign-in");
  }
  return payload;
}

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

async function createStrategy(): Promise<OidcStrategy> {
  const config = oidcConfig!;
  const wellKnown = new URL(`${config.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  const response = await fetch(wellKnown, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`OpenID discovery failed at ${wellKnown}: ${response.status}`);
  const discovery = (await response.json()) as Discovery & {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));

  return new OidcStrategy(
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      redirectURI: config.redirectUri,
      scopes: ["openid", "email", "profile"],
      codeChallengeMethod: CodeChallengeMethod.S256,
      cookie: { name: "__oidc", path: "/", httpOnly: true, sameSite: "Lax", maxAge: 600, ...(isHttps ? { secure: true } : {}) },
    },
    async ({ tokens, request }) => {
      const state = new URL(request.url).searchParams.get("state") ?? "";
      const payload = await verifyIdToken(tokens.idToken(), state, discovery, jwks);
      if (!payload.sub) throw new Error("The id_token has no subject");
      return upsertOidcUser(
        {
          subject: `${discovery.issuer}#${payload.sub}`,
          email: claim(payload, "email"),
          emailVerified: payload.email_verified === true,
          firstName: claim(payload, "given_name") ?? claim(payload, "name"),
          lastName: claim(payload, "family_name"),
          picture: claim(payload, "picture"),
        },
        { adminEmails },
      );
    },
  );
}

let strategy: Promise<OidcStrategy> | null = null;

/** Discovered on first use and kept; a failed discovery is retried on the next sign-in. */
export function getOidcStrategy(): Promise<OidcStrategy> {
  if (!oidcConfig) throw new Error("OpenID Connect is not configured");
  strategy ??= createStrategy().catch((error) => {
    strategy = null;
    throw error;
  });
  return strategy;
}
