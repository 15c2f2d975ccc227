import { useQueryClient } from '@tanstack/react-query';
import { ticketCalls } from '../../api/tickets.ts';
import type { TicketDto } from '../../domain/tickets/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { showToast } from '../system/toast-queue.ts';
import * as css from './tickets.css.ts';

/** A ticket's conversation: the brand's messages on one side, the support's on the other, each with its files. */
export function TicketConversation({ ticket }: { ticket: TicketDto }) {
  const { LL } = useI18n();
  const t = LL.tickets;
  const fmt = useFormat();
  const client = useQueryClient();
  const download = async (id: number) => {
    if (!(await ticketCalls(client).download(id))) showToast({ tone: 'error', title: LL.errors.somethingWentWrong() });
  };
  return (
    <section aria-labelledby="ticket-conversation">
      <h2 id="ticket-conversation">{t.conversation()}</h2>
      <ol className={css.conversation}>
        {ticket.conversation.map((m) => (
          <li key={m.id} className={m.side === 'brand' ? css.brandMessage : css.providerMessage}>
            <p className={css.meta}>
              {t.byAuthor({
                author: m.side === 'brand' ? m.author || t.you() : t.support(),
                date: fmt.dateTime(m.created_at),
              })}
            </p>
            <p className={css.body}>{m.body}</p>
            {m.files.length > 0 && (
              <ul className={css.files} aria-label={t.attachments()}>
                {m.files.map((f) => (
                  <li key={f.id} className={css.fileRow}>
                    <Button size="sm" tone="secondary" onPress={() => void download(f.id)}>
                      {t.download({ name: f.name })}
                    </Button>
                    <span className={css.meta}>{t.fileSize({ size: fmt.number(Math.max(1, Math.round(f.size / 1024)), 0) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
