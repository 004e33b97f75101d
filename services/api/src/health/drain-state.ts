import { Injectable } from '@nestjs/common';

/**
 * Whether this replica is shutting down. Once draining, the readiness probe fails (load balancers and
 * Kubernetes stop sending new requests) while requests already on their way are still served.
 */
@Injectable()
export class DrainState {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  beginDrain(): void {
    this.drainingSince ??= Date.now();
  }
}
