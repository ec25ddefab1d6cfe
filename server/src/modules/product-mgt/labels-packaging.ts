import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import type { ResourceDef } from '../../core/resource/resource.types';
import { def } from './calls/call-kit';
import { registerLabelCalls } from './labels/label.calls';
import { labelDesignResource } from './labels/label-design.resource';
import { LabelQueryService } from './labels/label-query.service';
import { LabelRenderService } from './labels/label-render.service';
import { glueItemResource, gluePlanResource } from './packaging/glue.resource';
import { GlueService } from './packaging/glue.service';
import { registerPackagingCalls } from './packaging/packaging.calls';
import { packagingPlanResource } from './packaging/packaging-plan.resource';
import { PackagingService } from './packaging/packaging.service';

// Labels, packaging and glue (issue 14, docs/labels-packaging.md): their resources and their calls.
export const LABELS_PACKAGING_RESOURCES: ResourceDef[] = [
  labelDesignResource,
  packagingPlanResource,
  gluePlanResource,
  glueItemResource,
];

export function registerLabelsPackagingCalls(
  registry: ResourceRegistry,
  ds: DataSource,
  pool: pg.Pool,
  resources: ResourceService,
): void {
  const packaging = new PackagingService(
    pool,
    resources,
    def(registry, 'packaging_plan'),
    def(registry, 'label_design'),
  );
  registerLabelCalls(
    registry,
    new LabelRenderService(ds, resources, def(registry, 'label_design')),
    new LabelQueryService(pool),
    packaging,
    resources,
    { label: def(registry, 'label_design'), basic: def(registry, 'barcode_label_design') },
  );
  registerPackagingCalls(
    registry,
    packaging,
    new GlueService(pool, resources, def(registry, 'glue_plan')),
    resources,
    def(registry, 'glue_item'),
  );
}
