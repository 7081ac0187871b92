import {
  successEnvelope,
  translate,
  ZAdminWithdrawalListSchema,
  ZAdminWithdrawalSchema,
  ZAdminWithdrawalsQuerySchema,
  ZIdParamsSchema,
  ZPageQuerySchema,
  ZPayWithdrawalSchema,
  ZRecipientPreviewSchema,
  ZRejectWithdrawalSchema,
  ZTransferInputSchema,
  ZTransferPreviewInputSchema,
  ZTransferResultSchema,
  ZWalletEntryListSchema,
  ZWalletSchema,
  ZWalletTransactionsQuerySchema,
  ZWithdrawalInputSchema,
  ZWithdrawalListSchema,
  ZWithdrawalSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../ledger/idempotency.ts';
import { decideWithdrawal } from './decide-withdrawal.ts';
import { getWallet } from './get-wallet.ts';
import { listWalletTransactions } from './list-wallet-entries.ts';
import { getWithdrawal, listWithdrawals, listWithdrawalsForStaff } from './list-withdrawals.ts';
import { previewTransfer } from './preview-transfer.ts';
import { requestWithdrawal } from './request-withdrawal.ts';
import { sendTransfer } from './send-transfer.ts';

const tags = ['wallet'];
const adminTags = ['admin'];
const security = [{ bearer: [] }];
const ZIdempotencyHeaders = idempotencyHeaders('money movement');
const withdrawalLabels = {
  amount: 'wallet.field_amount',
  password: 'wallet.field_password',
  method: 'wallet.field_method',
  phone: 'wallet.field_mobile',
  bank_name: 'wallet.field_bank_name',
  account_name: 'wallet.field_account_name',
  account_number: 'wallet.field_account_number',
  branch: 'wallet.field_branch',
};

function hasPassword(request: FastifyRequest): boolean {
  const body = request.body as { password?: unknown } | undefined;
  return typeof body?.password === 'string' && body.password.length > 0;
}

/** The wallet API (decision 050): balance, history, transfers and withdrawals; staff decisions. */
export async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  const byUser = (request: FastifyRequest) => request.auth?.user.id;
  // Step-up attempts (requests carrying the password), right or wrong, per user (decision 052).
  const stepUpLimit = app.rateLimit(
    { name: 'step-up', max: 10, windowSeconds: 900, key: (r) => (hasPassword(r) ? byUser(r) : undefined) },
    {
      name: 'step-up-day',
      max: 30,
      windowSeconds: 86_400,
      key: (r) => (hasPassword(r) ? byUser(r) : undefined),
    },
  );
  const replayed = (reply: FastifyReply, was: boolean) => {
    if (was) reply.header('idempotent-replayed', 'true');
  };

  app.get(
    '/api/wallet',
    {
      schema: {
        tags,
        summary: "The signed-in user's wallet: spendable balance and held amount in poisha (BDT)",
        security,
        response: { 200: successEnvelope(ZWalletSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({ success: true as const, data: await getWallet(deps, userId(request)) }),
  );

  app.get(
    '/api/wallet/transactions',
    {
      schema: {
        tags,
        summary: "The wallet's history, newest first (type, from/to dates in Bangladesh time, paging)",
        security,
        querystring: ZWalletTransactionsQuerySchema,
        response: { 200: ZWalletEntryListSchema },
      },
      config: { fieldLabels: { from: 'wallet.field_from', to: 'wallet.field_to' } },
      preHandler: app.requireAuth,
    },
    async (request) => listWalletTransactions(deps, userId(request), request.query),
  );

  app.post(
    '/api/wallet/transfers/preview',
    {
      schema: {
        tags,
        summary: 'Who a transfer would go to (by phone number or email): name and masked contact',
        security,
        body: ZTransferPreviewInputSchema,
        response: { 200: successEnvelope(ZRecipientPreviewSchema) },
      },
      config: { fieldLabels: { recipient: 'wallet.field_recipient' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'wallet-preview', max: 60, windowSeconds: 600, key: byUser }),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await previewTransfer(deps, userId(request), request.body),
    }),
  );

  app.post(
    '/api/wallet/transfers',
    {
      schema: {
        tags,
        summary:
          'Send money from your wallet to another Haat user (Idempotency-Key required; `password` required above the transfer_password_above setting)',
        security,
        headers: ZIdempotencyHeaders,
        body: ZTransferInputSchema,
        response: { 201: successEnvelope(ZTransferResultSchema) },
      },
      config: {
        fieldLabels: {
          recipient: 'wallet.field_recipient',
          amount: 'wallet.field_amount',
          note: 'wallet.field_note',
          password: 'wallet.field_password',
        },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit(
          { name: 'wallet-transfer', max: 20, windowSeconds: 60, key: byUser },
          { name: 'wallet-transfer-day', max: 300, windowSeconds: 86_400, key: byUser },
        ),
        stepUpLimit,
      ],
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { id, name, passwordHash } = currentAuth(request).user;
      const result = await sendTransfer(deps, { id, name, passwordHash }, key, request.body);
      replayed(reply, result.replayed);
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'wallet.transfer_sent'), data: result.body });
    },
  );

  app.get(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: "The signed-in user's withdrawals, newest first",
        security,
        querystring: ZPageQuerySchema,
        response: { 200: ZWithdrawalListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listWithdrawals(deps, userId(request), request.query),
  );

  app.get(
    '/api/wallet/withdrawals/:id',
    {
      schema: {
        tags,
        summary: "One of the signed-in user's withdrawals",
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZWithdrawalSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getWithdrawal(deps, userId(request), request.params.id),
    }),
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      schema: {
        tags,
        summary:
          'Withdraw to bKash, Nagad or a bank account with the account password: the amount is held at once, paid by staff (Idempotency-Key required)',
        security,
        headers: ZIdempotencyHeaders,
        body: ZWithdrawalInputSchema,
        response: { 201: successEnvelope(ZWithdrawalSchema) },
      },
      config: { fieldLabels: withdrawalLabels },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'wallet-withdrawal', max: 10, windowSeconds: 3600, key: byUser }),
        stepUpLimit,
      ],
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const result = await requestWithdrawal(
        deps,
        currentAuth(request).user,
        key,
        request.body,
        requestPlace(request),
      );
      replayed(reply, result.replayed);
      return reply.status(201).send({
        success: true as const,
        message: t(request, 'wallet.withdrawal_requested'),
        data: result.body,
      });
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags: adminTags,
        summary: 'Staff: every withdrawal, newest first, optionally by status',
        security,
        querystring: ZAdminWithdrawalsQuerySchema,
        response: { 200: ZAdminWithdrawalListSchema },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => listWithdrawalsForStaff(deps, request.query),
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary:
          'Staff: first approval of a payout above second_approval_above; another staff member then pays it (403 for your own withdrawal)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminWithdrawalSchema) },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => ({
      success: true as const,
      message: t(request, 'wallet.withdrawal_first_approval'),
      data: await decideWithdrawal(deps, staffContextOf(request), request.params.id, { action: 'approve' }),
    }),
  );

  app.post(
    '/api/admin/withdrawals/:id/pay',
    {
      schema: {
        tags: adminTags,
        summary:
          'Staff: mark a pending withdrawal as paid with the payout reference (bKash/Nagad TrxID or bank reference), once; above second_approval_above only after another staff member approved it',
        security,
        params: ZIdParamsSchema,
        body: ZPayWithdrawalSchema,
        response: { 200: successEnvelope(ZAdminWithdrawalSchema) },
      },
      config: { fieldLabels: { reference: 'wallet.field_payout_reference' } },
      preHandler: app.requireStaff('money'),
    },
    async (request) => ({
      success: true as const,
      message: t(request, 'wallet.withdrawal_paid'),
      data: await decideWithdrawal(deps, staffContextOf(request), request.params.id, {
        action: 'pay',
        reference: request.body.reference,
      }),
    }),
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary:
          'Staff: reject a pending withdrawal with a reason (the held amount returns to the wallet), once',
        security,
        params: ZIdParamsSchema,
        body: ZRejectWithdrawalSchema,
        response: { 200: successEnvelope(ZAdminWithdrawalSchema) },
      },
      config: { fieldLabels: { reason: 'wallet.field_reason' } },
      preHandler: app.requireStaff('money'),
    },
    async (request) => ({
      success: true as const,
      message: t(request, 'wallet.withdrawal_rejected'),
      data: await decideWithdrawal(deps, staffContextOf(request), request.params.id, {
        action: 'reject',
        reason: request.body.reason,
      }),
    }),
  );
}
