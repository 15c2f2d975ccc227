import { Component, type ReactNode } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';

/** How Chromium, Firefox and Safari word an `import()` whose file could not be fetched. */
const CHUNK_NOT_LOADED = /dynamically imported module|Importing a module script failed/i;

/** A page's chunk that did not arrive: a build published since the tab opened (its files are gone), or no network. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_NOT_LOADED.test(error.message);
}

interface Props {
  /** the location: a new one gives its page a fresh start (another page's chunk may load) */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  key: string;
}

/**
 * Around the page, inside the layout: a page that cannot load or throws while rendering replaces itself
 * with a message and a Reload button, and the menu, header and palette stay. Without it React unmounts
 * the whole app and the user sees a blank window.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    return this.state.error ? <PageFailed chunk={isChunkLoadError(this.state.error)} /> : this.props.children;
  }
}

function PageFailed({ chunk }: { chunk: boolean }) {
  const { LL } = useI18n();
  return (
    <div role="alert" style={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>{chunk ? LL.errors.pageNotLoaded() : LL.errors.somethingWentWrong()}</p>
      {/* a lazy page that failed stays failed in this document (React keeps the rejected import): only a reload fetches it again */}
      <Button autoFocus onPress={() => window.location.reload()}>
        {LL.common.reload()}
      </Button>
    </div>
  );
}
