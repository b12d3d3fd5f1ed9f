import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package) for the sign-in tests:
 * discovery, authorization code with PKCE, signed id_tokens, a JWKS. Its development login form
 * accepts any login name; the account's claims come from the table below.
 */
const port = Number(process.env.OIDC_PORT ?? 3200);
const issuer = `http://localhost:${port}`;
const appUrl = process.env.OIDC_APP_URL ?? "http://localhost:3101";

const ACCOUNTS: Record<string, Record<string, unknown>> = {
  pat: { email: "pat.rivera@example.org", email_verified: true, given_name: "Pat", family_name: "Rivera" },
  boss: { email: "oidc-admin@example.org", email_verified: true, given_name: "Olive", family_name: "Admin" },
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: "roadies-e2e",
      client_secret: "roadies-e2e-secret",
      redirect_uris: [`${appUrl}/api/callback`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: {
    openid: ["sub"],
    email: ["email", "email_verified"],
    profile: ["given_name", "family_name", "name", "picture"],
  },
  // Put the profile claims in the id_token, which is what the app verifies.
  conformIdTokenClaims: false,
  cookies: { keys: ["e2e-oidc-cookie-key"] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const claims = ACCOUNTS[id] ?? {
      email: `${id}@example.org`,
      email_verified: true,
      given_name: id.charAt(0).toUpperCase() + id.slice(1),
      family_name: "Tester",
    };
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
});
provider.proxy = false;

provider.listen(port, () => console.log(`oidc provider at ${issuer}`));
