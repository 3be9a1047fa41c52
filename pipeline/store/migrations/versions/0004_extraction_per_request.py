"""extractions: one per (document, pipeline version, requester) instead of one per (document, version)

Revision ID: 0004
Revises: 0003
"""
from __future__ import annotations

from alembic import op


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('extractions', schema=None) as batch_op:
        batch_op.drop_constraint('uq_extraction_document_version', type_='unique')
        batch_op.create_unique_constraint('uq_extraction_request', ['document_id', 'pipeline_version', 'requested_by'])


def downgrade() -> None:
    with op.batch_alter_table('extractions', schema=None) as batch_op:
        batch_op.drop_constraint('uq_extraction_request', type_='unique')
        batch_op.create_unique_constraint('uq_extraction_document_version', ['document_id', 'pipeline_version'])
