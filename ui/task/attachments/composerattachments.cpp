// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "composerattachments.h"

#include "attachmentchip.h"

#include <QBuffer>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QKeyEvent>
#include <QMimeData>
#include <QMimeDatabase>
#include <QPlainTextEdit>
#include <QUrl>

namespace kandesk::ui {

namespace {

QList<QString> imageFiles(const QMimeData *data)
{
    QList<QString> files;
    if (!data->hasUrls())
        return files;
    const QMimeDatabase mimes;
    for (const QUrl &url : data->urls()) {
        if (url.isLocalFile() && mimes.mimeTypeForFile(url.toLocalFile()).name().startsWith(QLatin1String("image/")))
            files.append(url.toLocalFile());
    }
    return files;
}

bool hasImage(const QMimeData *data)
{
    return data && (data->hasImage() || !imageFiles(data).isEmpty());
}

} // namespace

ComposerAttachments::ComposerAttachments(QPlainTextEdit *editor, QWidget *stripParent)
    : QObject(editor)
    , m_editor(editor)
    , m_strip(new QWidget(stripParent))
    , m_layout(new QHBoxLayout(m_strip))
{
    m_strip->setObjectName(QStringLiteral("attachmentStrip"));
    m_layout->setContentsMargins(0, 0, 0, 4);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
    m_strip->hide();
    m_editor->installEventFilter(this);
    m_editor->viewport()->installEventFilter(this);
    m_editor->setAcceptDrops(true);
}

void ComposerAttachments::setAcceptsImages(std::optional<bool> accepts)
{
    m_acceptsImages = accepts;
}

bool ComposerAttachments::takeMimeData(const QMimeData *data)
{
    if (!hasImage(data))
        return false;
    const QList<QString> files = imageFiles(data);
    if (!files.isEmpty()) {
        for (const QString &file : files)
            addImageFile(file);
        return true;
    }
    // A copied image arrives decoded; it travels as PNG.
    const QImage image = qvariant_cast<QImage>(data->imageData());
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    addImage(tr("pasted image %1.png").arg(m_attachments.size() + 1), png, QStringLiteral("image/png"));
    return true;
}

bool ComposerAttachments::addImage(const QString &name, const QByteArray &bytes, const QString &mimeType)
{
    if (m_acceptsImages == false)
        return add(Error { tr("%1 not attached: this agent does not take images").arg(name) });
    return add(PromptAttachment::image(name, bytes, mimeType));
}

bool ComposerAttachments::addImageFile(const QString &path)
{
    if (m_acceptsImages == false) {
        return add(Error { tr("%1 not attached: this agent does not take images").arg(QFileInfo(path).fileName()) });
    }
    return add(PromptAttachment::imageFile(path));
}

void ComposerAttachments::addFile(const PromptAttachment &file)
{
    add(file);
}

bool ComposerAttachments::add(Expected<PromptAttachment> attachment)
{
    if (!attachment) {
        Q_EMIT refused(attachment.error());
        return false;
    }
    m_attachments.append(std::move(attachment).value());
    rebuild();
    return true;
}

void ComposerAttachments::removeAt(int index)
{
    if (index < 0 || index >= m_attachments.size())
        return;
    m_attachments.removeAt(index);
    rebuild();
}

void ComposerAttachments::clear()
{
    if (m_attachments.isEmpty())
        return;
    m_attachments.clear();
    rebuild();
}

void ComposerAttachments::rebuild()
{
    while (m_layout->count() > 1) {
        QLayoutItem *item = m_layout->takeAt(0);
        // Later: the chip whose × was clicked is still in its clicked signal.
        item->widget()->hide();
        item->widget()->deleteLater();
        delete item;
    }
    for (int i = 0; i < m_attachments.size(); ++i) {
        auto *chip = new AttachmentChip(m_attachments.at(i), m_strip);
        connect(chip, &AttachmentChip::removeRequested, this, [this, i] { removeAt(i); });
        m_layout->insertWidget(i, chip);
    }
    m_strip->setVisible(!m_attachments.isEmpty());
    Q_EMIT changed();
}

bool ComposerAttachments::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::KeyPress: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Paste)) {
            if (takeMimeData(QGuiApplication::clipboard()->mimeData()))
                return true;
        } else if (key->key() == Qt::Key_Backspace && key->modifiers() == Qt::NoModifier && !m_attachments.isEmpty()) {
            const QTextCursor cursor = m_editor->textCursor();
            if (cursor.position() == 0 && !cursor.hasSelection()) {
                removeAt(int(m_attachments.size()) - 1);
                return true;
            }
        }
        break;
    }
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDropEvent *>(event);
        if (watched == m_editor->viewport() && hasImage(drag->mimeData())) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        if (watched == m_editor->viewport() && takeMimeData(drop->mimeData())) {
            drop->acceptProposedAction();
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kandesk::ui
