import { auditEndpoints } from '../../../../schemas/audit.ts';
import { on } from '../../context/endpoint-routes.ts';
import { exportAuditEntries, listAuditEntries, signedAuditExport, verifyAuditTrail } from './service.ts';
import { auditSigningKey } from './signing-key.ts';

/** The audit trail (issue 28, 3): each endpoint of schemas/audit.ts and the service that answers it. */
export const auditRoutes = [
  on(auditEndpoints.list, (ctx, { query }) => listAuditEntries(ctx, query)),
  on(auditEndpoints.export, (ctx, { query }) => exportAuditEntries(ctx, query)),
  on(auditEndpoints.signedExport, (ctx, { query }) => signedAuditExport(ctx, query)),
  on(auditEndpoints.verify, (ctx) => verifyAuditTrail(ctx)),
  on(auditEndpoints.signingKey, async ({ request }) => {
    const key = await auditSigningKey(request.server.database.db);
    return { algorithm: 'Ed25519' as const, keyId: key.keyId, publicKey: key.publicKeyPem };
  }),
];
