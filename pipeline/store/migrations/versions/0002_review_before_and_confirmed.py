"""reviews: the value each corrected field had before (previous) and the fields confirmed as they were

Revision ID: 0002
Revises: 0001
"""
from __future__ import annotations

from alembic import op
import sqlalchemy as sa


revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Nullable: reviews stored before keep NULL, and their content hash (which leaves out a NULL
    # previous / confirmed) still matches the audit entry that pinned them.
    with op.batch_alter_table('reviews', schema=None) as batch_op:
        batch_op.add_column(sa.Column('previous', sa.JSON(), nullable=True))
        batch_op.add_column(sa.Column('confirmed', sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('reviews', schema=None) as batch_op:
        batch_op.drop_column('confirmed')
        batch_op.drop_column('previous')
