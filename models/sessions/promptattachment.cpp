// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "promptattachment.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QMimeDatabase>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PromptAttachmentWords".
struct PromptAttachmentWords {
    Q_DECLARE_TR_FUNCTIONS(PromptAttachmentWords)
};


} // namespace

QString formatBytes(qint64 bytes)
{
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    if (bytes < 1024 * 1024)
        return QStringLiteral("%1 KiB").arg((bytes + 1023) / 1024);
    return QStringLiteral("%1 MiB").arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

QString imageLimitText()
{
    return QStringLiteral("%1 MiB").arg(PromptAttachment::kMaxImageBytes / (1024 * 1024));
}

Expected<PromptAttachment> PromptAttachment::image(const QString &name, const QByteArray &data, const QString &mimeType)
{
    if (data.size() > kMaxImageBytes) {
        return Error { PromptAttachmentWords::tr("%1 is %2: images are limited to %3 each")
                           .arg(name, formatBytes(data.size()), imageLimitText()) };
    }
    const QString mime = mimeType.isEmpty() ? QMimeDatabase().mimeTypeForData(data).name() : mimeType;
    if (!mime.startsWith(QLatin1String("image/")))
        return Error { PromptAttachmentWords::tr("%1 is not an image (%2)").arg(name, mime) };
    PromptAttachment attachment;
    attachment.kind = Kind::Image;
    attachment.name = name;
    attachment.mimeType = mime;
    attachment.data = data;
    attachment.size = data.size();
    return attachment;
}

Expected<PromptAttachment> PromptAttachment::imageFile(const QString &path)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists())
        return Error { PromptAttachmentWords::tr("%1: no such file").arg(path) };
    if (!info.isFile())
        return Error { PromptAttachmentWords::tr("%1 is not a file").arg(path) };
    if (info.size() > kMaxImageBytes) {
        return Error { PromptAttachmentWords::tr("%1 is %2: images are limited to %3 each")
                           .arg(name, formatBytes(info.size()), imageLimitText()) };
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { PromptAttachmentWords::tr("%1 cannot be read: %2").arg(path, file.errorString()) };
    const QByteArray data = file.readAll();
    // The content decides: a picture without its usual extension counts, words named .png do not.
    const QString mime = QMimeDatabase().mimeTypeForData(data).name();
    auto made = image(name, data, mime);
    if (made)
        made->path = info.absoluteFilePath();
    return made;
}

PromptAttachment PromptAttachment::file(const QString &absolutePath, const QString &relativeName)
{
    PromptAttachment attachment;
    attachment.kind = Kind::File;
    attachment.name = relativeName;
    attachment.path = absolutePath;
    const QFileInfo info(absolutePath);
    attachment.size = info.size();
    attachment.mimeType = QMimeDatabase().mimeTypeForFile(info).name();
    return attachment;
}

QString PromptAttachment::summary() const
{
    if (kind == Kind::Image)
        return QStringLiteral("[image: %1, %2]").arg(name, formatBytes(size));
    return QStringLiteral("[file: %1]").arg(name);
}

QJsonObject PromptAttachment::toSummaryJson() const
{
    QJsonObject json { { "kind"_L1, kind == Kind::Image ? "image"_L1 : "file"_L1 }, { "name"_L1, name },
        { "mime_type"_L1, mimeType }, { "size"_L1, size } };
    if (!path.isEmpty())
        json.insert("path"_L1, path);
    return json;
}

QJsonArray attachmentSummaries(const PromptAttachments &attachments)
{
    QJsonArray out;
    for (const PromptAttachment &attachment : attachments)
        out.append(attachment.toSummaryJson());
    return out;
}

QStringList attachmentSummaryLines(const QJsonArray &summaries)
{
    QStringList lines;
    for (const QJsonValue &value : summaries) {
        const QJsonObject json = value.toObject();
        PromptAttachment attachment;
        attachment.kind = json.value("kind"_L1).toString() == QLatin1String("image") ? PromptAttachment::Kind::Image
                                                                                       : PromptAttachment::Kind::File;
        attachment.name = json.value("name"_L1).toString();
        attachment.size = json.value("size"_L1).toInteger();
        lines.append(attachment.summary());
    }
    return lines;
}

} // namespace kandesk
