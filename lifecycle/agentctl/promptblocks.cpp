// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "promptblocks.h"

#include <QCoreApplication>
#include <QFile>
#include <QMimeDatabase>
#include <QStringDecoder>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PromptBlocksWords".
struct PromptBlocksWords {
    Q_DECLARE_TR_FUNCTIONS(PromptBlocksWords)
};

bool isTextMime(const QString &mimeType)
{
    const QMimeType mime = QMimeDatabase().mimeTypeForName(mimeType);
    return mime.isValid() && mime.inherits(QStringLiteral("text/plain"));
}

// The file's text when it is small enough and valid UTF-8, else nothing.
std::optional<QString> embeddableText(const PromptAttachment &file)
{
    if (file.size > PromptAttachment::kMaxEmbeddedTextBytes || !isTextMime(file.mimeType))
        return std::nullopt;
    QFile in(file.path);
    if (!in.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = in.read(PromptAttachment::kMaxEmbeddedTextBytes + 1);
    if (bytes.size() > PromptAttachment::kMaxEmbeddedTextBytes)
        return std::nullopt;
    QStringDecoder decode(QStringDecoder::Utf8);
    const QString text = decode(bytes);
    if (decode.hasError())
        return std::nullopt;
    return text;
}

QJsonObject fileBlock(const PromptAttachment &file, const PromptCapabilities &capabilities)
{
    const QString uri = QUrl::fromLocalFile(file.path).toString(QUrl::FullyEncoded);
    if (capabilities.embeddedContext) {
        if (auto text = embeddableText(file)) {
            return { { "type"_L1, "resource"_L1 },
                { "resource"_L1,
                    QJsonObject { { "uri"_L1, uri }, { "mimeType"_L1, file.mimeType }, { "text"_L1, *text } } } };
        }
    }
    QJsonObject link { { "type"_L1, "resource_link"_L1 }, { "uri"_L1, uri }, { "name"_L1, file.name },
        { "size"_L1, file.size } };
    if (!file.mimeType.isEmpty())
        link.insert("mimeType"_L1, file.mimeType);
    return link;
}

} // namespace

PromptCapabilities PromptCapabilities::fromInitializeAnswer(const QJsonObject &answer)
{
    const QJsonObject prompt
        = answer.value("agent_capabilities"_L1).toObject().value("promptCapabilities"_L1).toObject();
    return { true, prompt.value("image"_L1).toBool(), prompt.value("embeddedContext"_L1).toBool() };
}

Expected<QJsonArray> promptBlocks(
    const QString &text, const PromptAttachments &attachments, const PromptCapabilities &capabilities)
{
    QJsonArray blocks;
    if (!text.isEmpty() || attachments.isEmpty())
        blocks.append(QJsonObject { { "type"_L1, "text"_L1 }, { "text"_L1, text } });
    for (const PromptAttachment &attachment : attachments) {
        if (attachment.kind == PromptAttachment::Kind::File) {
            blocks.append(fileBlock(attachment, capabilities));
            continue;
        }
        if (capabilities.known && !capabilities.image)
            return Error {
                PromptBlocksWords::tr("this agent does not take images (%1 not sent)").arg(attachment.name)
            };
        QJsonObject image { { "type"_L1, "image"_L1 }, { "mimeType"_L1, attachment.mimeType },
            { "data"_L1, QString::fromLatin1(attachment.data.toBase64()) } };
        if (!attachment.path.isEmpty())
            image.insert("uri"_L1, QUrl::fromLocalFile(attachment.path).toString(QUrl::FullyEncoded));
        blocks.append(image);
    }
    return blocks;
}

} // namespace kandesk
