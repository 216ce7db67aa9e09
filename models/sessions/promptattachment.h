// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kandesk {

// Something sent with a prompt besides its text: an image (its bytes travel) or a file of the
// workspace (its path travels; lifecycle sends it as a link, or its text where the agent takes it).
struct PromptAttachment {
    enum class Kind { Image, File };

    Kind kind = Kind::Image;
    QString name; // shown to the user: a file name, or "pasted image.png"
    QString mimeType; // image/png, text/plain, …
    QByteArray data; // Image: the encoded image
    QString path; // File: its absolute path; Image: where it came from, when a file
    qint64 size = 0; // bytes

    static constexpr qint64 kMaxImageBytes = 5 * 1024 * 1024;
    // A file's text travels inside the prompt up to this size; a larger one goes as a link.
    static constexpr qint64 kMaxEmbeddedTextBytes = 256 * 1024;

    // An image from bytes (a paste): refused over kMaxImageBytes or when it is no image.
    static Expected<PromptAttachment> image(const QString &name, const QByteArray &data, const QString &mimeType = {});
    // An image file (a drop, `--image FILE`): refused when missing, unreadable, no image, or too big.
    static Expected<PromptAttachment> imageFile(const QString &path);
    // A file of the workspace, named by its path relative to the workspace.
    static PromptAttachment file(const QString &absolutePath, const QString &relativeName);

    // "[image: shot.png, 120 KiB]" / "[file: src/main.cpp]": the transcript's and the CLI's words.
    QString summary() const;
    // What the user prompt event keeps of it (no bytes): {kind, name, mime_type, size, path?}.
    QJsonObject toSummaryJson() const;
    bool operator==(const PromptAttachment &) const = default;
};

using PromptAttachments = QList<PromptAttachment>;

// "120 KiB", "4.2 MiB".
QString formatBytes(qint64 bytes);
// The limit in the user's words, for refusals and help texts.
QString imageLimitText();
// The attachments as a user prompt event keeps them, and their summaries read back from it.
QJsonArray attachmentSummaries(const PromptAttachments &attachments);
QStringList attachmentSummaryLines(const QJsonArray &summaries);

} // namespace kandesk

Q_DECLARE_METATYPE(kandesk::PromptAttachment)
Q_DECLARE_METATYPE(kandesk::PromptAttachments)
