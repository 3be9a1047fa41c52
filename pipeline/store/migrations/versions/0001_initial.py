"""initial schema: documents, extractions, reviews, jobs, dead letters, tokens, audit log

Revision ID: 0001
Revises: 
Create Date: 2026-11-30 09:43:41.124216
"""
from __future__ import annotations

from alembic import op
import sqlalchemy as sa


revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('api_tokens',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('subject', sa.String(length=128), nullable=False),
    sa.Column('role', sa.String(length=32), nullable=False),
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('created_at', sa.String(length=32), nullable=False),
    sa.Column('revoked_at', sa.String(length=32), nullable=True),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('token_hash')
    )
    op.create_table('audit_head',
    sa.Column('id', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('entry_hash', sa.String(length=64), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('audit_log',
    sa.Column('seq', sa.Integer(), autoincrement=False, nullable=False),
    sa.Column('at', sa.String(length=32), nullable=False),
    sa.Column('actor', sa.String(length=128), nullable=False),
    sa.Column('role', sa.String(length=32), nullable=False),
    sa.Column('action', sa.String(length=64), nullable=False),
    sa.Column('object_type', sa.String(length=32), nullable=False),
    sa.Column('object_id', sa.String(length=128), nullable=False),
    sa.Column('payload', sa.JSON(), nullable=False),
    sa.Column('payload_hash', sa.String(length=64), nullable=False),
    sa.Column('prev_hash', sa.String(length=64), nullable=False),
    sa.Column('entry_hash', sa.String(length=64), nullable=False),
    sa.PrimaryKeyConstraint('seq')
    )
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.create_index('ix_audit_object', ['object_type', 'object_id'], unique=False)

    op.create_table('dead_letters',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('task_name', sa.String(length=256), nullable=False),
    sa.Column('task_id', sa.String(length=64), nullable=True),
    sa.Column('document_id', sa.String(length=71), nullable=True),
    sa.Column('job_item_id', sa.Integer(), nullable=True),
    sa.Column('args', sa.JSON(), nullable=False),
    sa.Column('error', sa.Text(), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.String(length=32), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('documents',
    sa.Column('id', sa.String(length=71), nullable=False),
    sa.Column('n_bytes', sa.Integer(), nullable=False),
    sa.Column('filename', sa.String(length=512), nullable=True),
    sa.Column('content', sa.LargeBinary(), nullable=False),
    sa.Column('pages', sa.JSON(), nullable=True),
    sa.Column('received_at', sa.String(length=32), nullable=False),
    sa.Column('received_by', sa.String(length=128), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('jobs',
    sa.Column('id', sa.String(length=36), nullable=False),
    sa.Column('source', sa.String(length=1024), nullable=False),
    sa.Column('submitted_by', sa.String(length=128), nullable=False),
    sa.Column('document_type', sa.String(length=64), nullable=True),
    sa.Column('created_at', sa.String(length=32), nullable=False),
    sa.PrimaryKeyConstraint('id')
    )
    op.create_table('extractions',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('document_id', sa.String(length=71), nullable=False),
    sa.Column('pipeline_version', sa.String(length=64), nullable=False),
    sa.Column('document_type', sa.String(length=64), nullable=True),
    sa.Column('status', sa.String(length=16), nullable=False),
    sa.Column('route', sa.String(length=16), nullable=False),
    sa.Column('min_confidence', sa.Float(), nullable=True),
    sa.Column('has_fallback', sa.Boolean(), nullable=False),
    sa.Column('duration_ms', sa.Float(), nullable=True),
    sa.Column('envelope', sa.JSON(), nullable=False),
    sa.Column('envelope_hash', sa.String(length=64), nullable=False),
    sa.Column('requested_by', sa.String(length=128), nullable=False),
    sa.Column('job_id', sa.String(length=36), nullable=True),
    sa.Column('created_at', sa.String(length=32), nullable=False),
    sa.ForeignKeyConstraint(['document_id'], ['documents.id'], ),
    sa.ForeignKeyConstraint(['job_id'], ['jobs.id'], ),
    sa.PrimaryKeyConstraint('id'),
    sa.UniqueConstraint('document_id', 'pipeline_version', name='uq_extraction_document_version')
    )
    with op.batch_alter_table('extractions', schema=None) as batch_op:
        batch_op.create_index('ix_extractions_created_at', ['created_at'], unique=False)
        batch_op.create_index('ix_extractions_filter', ['document_type', 'status', 'route'], unique=False)
        batch_op.create_index(batch_op.f('ix_extractions_requested_by'), ['requested_by'], unique=False)

    op.create_table('job_items',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('job_id', sa.String(length=36), nullable=False),
    sa.Column('document_id', sa.String(length=71), nullable=False),
    sa.Column('filename', sa.String(length=1024), nullable=False),
    sa.Column('state', sa.String(length=16), nullable=False),
    sa.Column('extraction_id', sa.Integer(), nullable=True),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('error', sa.Text(), nullable=True),
    sa.Column('updated_at', sa.String(length=32), nullable=False),
    sa.ForeignKeyConstraint(['document_id'], ['documents.id'], ),
    sa.ForeignKeyConstraint(['extraction_id'], ['extractions.id'], ),
    sa.ForeignKeyConstraint(['job_id'], ['jobs.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('job_items', schema=None) as batch_op:
        batch_op.create_index('ix_job_items_job_state', ['job_id', 'state'], unique=False)

    op.create_table('reviews',
    sa.Column('id', sa.Integer(), autoincrement=True, nullable=False),
    sa.Column('extraction_id', sa.Integer(), nullable=False),
    sa.Column('action', sa.String(length=16), nullable=False),
    sa.Column('corrections', sa.JSON(), nullable=False),
    sa.Column('comment', sa.Text(), nullable=False),
    sa.Column('reviewer', sa.String(length=128), nullable=False),
    sa.Column('created_at', sa.String(length=32), nullable=False),
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.ForeignKeyConstraint(['extraction_id'], ['extractions.id'], ),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('reviews', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_reviews_extraction_id'), ['extraction_id'], unique=False)

    # The chain's genesis: the first entry's prev_hash is 64 zeros.
    audit_head = sa.table('audit_head', sa.column('id', sa.Integer), sa.column('seq', sa.Integer),
                          sa.column('entry_hash', sa.String))
    op.bulk_insert(audit_head, [{'id': 1, 'seq': 0, 'entry_hash': '0' * 64}])


def downgrade() -> None:
    with op.batch_alter_table('reviews', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_reviews_extraction_id'))

    op.drop_table('reviews')
    with op.batch_alter_table('job_items', schema=None) as batch_op:
        batch_op.drop_index('ix_job_items_job_state')

    op.drop_table('job_items')
    with op.batch_alter_table('extractions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_extractions_requested_by'))
        batch_op.drop_index('ix_extractions_filter')
        batch_op.drop_index('ix_extractions_created_at')

    op.drop_table('extractions')
    op.drop_table('jobs')
    op.drop_table('documents')
    op.drop_table('dead_letters')
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.drop_index('ix_audit_object')

    op.drop_table('audit_log')
    op.drop_table('audit_head')
    op.drop_table('api_tokens')
