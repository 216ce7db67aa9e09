// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "attachmentchip.h"

#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QToolButton>

namespace kandesk::ui {

namespace {

constexpr int kThumbnail = 32;

} // namespace

AttachmentChip::AttachmentChip(const PromptAttachment &attachment, QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("attachmentChip"));
    setFrameShape(QFrame::StyledPanel);
    setToolTip(attachment.path.isEmpty() ? attachment.name : attachment.path);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 2, 2);
    layout->setSpacing(6);
    if (attachment.kind == PromptAttachment::Kind::Image) {
        auto *thumbnail = new QLabel(this);
        thumbnail->setObjectName(QStringLiteral("attachmentThumbnail"));
        const QImage image = QImage::fromData(attachment.data);
        thumbnail->setPixmap(
            QPixmap::fromImage(image.scaled(kThumbnail, kThumbnail, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
        thumbnail->setFixedSize(kThumbnail, kThumbnail);
        thumbnail->setAlignment(Qt::AlignCenter);
        layout->addWidget(thumbnail);
    }
    const QString size = attachment.kind == PromptAttachment::Kind::Image ? formatBytes(attachment.size) : QString();
    auto *label = new QLabel(size.isEmpty() ? attachment.name : tr("%1 · %2").arg(attachment.name, size), this);
    label->setObjectName(QStringLiteral("attachmentName"));
    layout->addWidget(label);
    auto *remove = new QToolButton(this);
    remove->setObjectName(QStringLiteral("attachmentRemove"));
    remove->setText(QStringLiteral("×"));
    remove->setAutoRaise(true);
    remove->setToolTip(tr("Remove %1").arg(attachment.name));
    remove->setAccessibleName(tr("Remove %1").arg(attachment.name));
    layout->addWidget(remove);
    connect(remove, &QToolButton::clicked, this, &AttachmentChip::removeRequested);
}

} // namespace kandesk::ui
