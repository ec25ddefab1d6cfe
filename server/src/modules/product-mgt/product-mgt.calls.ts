import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { ProgressService } from '../../core/progress/progress.service';
import type { DraftStore } from '../../core/resource/drafts';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import { StateMachineRunner } from '../../core/resource/state-machine.runner';
import { def } from './calls/call-kit';
import { registerOrderActionCalls } from './calls/order-actions.calls';
import { registerSnCalls } from './calls/sn.calls';
import { registerWorderCalls } from './calls/worder.calls';
import { registerWorkflowCalls } from './calls/workflow.calls';
import { registerNumberingCalls } from './numbering/numbering.calls';
import { registerLabelsPackagingCalls } from './labels-packaging';
import { registerDefinitionCalls } from './definitions/definitions.calls';
import { OrderActionsService } from './order-actions.service';
import { ReworkService } from './rework.service';
import { WorderExportService } from './worder-export.service';
import { WorderQueryService } from './worder-query.service';
import { WorderSnService } from './worder-sn.service';
import { WorkflowStationsService } from './workflow-stations.service';

// Every product_mgt call beyond the standard set (docs/api.md, "Production data"). The resources themselves
// (workflow, worder, reworder) are registered with the others from ./resources.
export function registerProductMgtCalls(
  registry: ResourceRegistry,
  ds: DataSource,
  pool: pg.Pool,
  resources: ResourceService,
  drafts: DraftStore,
  progress: ProgressService | null = null,
): { orderActions: OrderActionsService; machines: StateMachineRunner } {
  const worder = def(registry, 'worder');
  registerWorkflowCalls(registry, new WorkflowStationsService(pool, resources));
  registerWorderCalls(
    registry,
    new WorderQueryService(pool, registry, resources, worder),
    new WorderExportService(pool),
  );
  const machines = new StateMachineRunner(resources.pool);
  const orderActions = new OrderActionsService(resources, { worder, reworder: def(registry, 'reworder') }, machines);
  registerOrderActionCalls(registry, machines, orderActions);
  const policyBuilds = registerNumberingCalls(registry, { pool, drafts, resources, progress });
  registerSnCalls(registry, drafts, new WorderSnService(pool), new ReworkService(pool), policyBuilds);
  registerLabelsPackagingCalls(registry, ds, pool, resources);
  registerDefinitionCalls(registry, ds, pool, resources);
  return { orderActions, machines };
}
