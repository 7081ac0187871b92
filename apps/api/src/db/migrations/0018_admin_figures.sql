CREATE INDEX "auth_tokens_last_used_idx" ON "auth_tokens" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "vcards_created_idx" ON "vcards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_decided_idx" ON "withdrawals" USING btree ("decided_at") WHERE "withdrawals"."decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_completed_idx" ON "orders" USING btree ("completed_at") WHERE "orders"."completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_decided_idx" ON "payments" USING btree ("decided_at") WHERE "payments"."decided_at" IS NOT NULL;