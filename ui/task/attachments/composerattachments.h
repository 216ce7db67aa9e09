// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QObject>

class QHBoxLayout;
class QMimeData;
class QPlainTextEdit;
class QWidget;

namespace kandesk::ui {

// The attachments of the prompt being written: an image pasted (Ctrl+V) or dropped into the
// prompt box becomes a chip in strip(); Backspace at the start of the prompt removes the last one.
// An image the agent cannot take, or one over the limit, is refused with the reason (refused());
// the typed text is never touched. Files of the workspace come from addFile (the @ completer).
class ComposerAttachments final : public QObject
{
    Q_OBJECT
public:
    ComposerAttachments(QPlainTextEdit *editor, QWidget *stripParent);

    // Unknown (nullopt) until the agent said: then images are taken and the agent has the last word.
    void setAcceptsImages(std::optional<bool> accepts);
    QWidget *strip() const { return m_strip; }
    const PromptAttachments &attachments() const { return m_attachments; }
    bool isEmpty() const { return m_attachments.isEmpty(); }

    // Whether data holds something this takes (an image, or image files); adds it. false when
    // data has no image at all (the editor then handles it as text).
    bool takeMimeData(const QMimeData *data);
    bool addImage(const QString &name, const QByteArray &bytes, const QString &mimeType = {});
    bool addImageFile(const QString &path);
    void addFile(const PromptAttachment &file);
    void removeAt(int index);
    void clear();

Q_SIGNALS:
    void changed();
    void refused(const QString &reason);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool add(Expected<PromptAttachment> attachment);
    void rebuild();

    QPlainTextEdit *m_editor = nullptr;
    QWidget *m_strip = nullptr;
    QHBoxLayout *m_layout = nullptr;
    PromptAttachments m_attachments;
    std::optional<bool> m_acceptsImages;
};

} // namespace kandesk::ui
