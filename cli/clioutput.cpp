// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "clioutput.h"

#include <QJsonDocument>

#include <cstdio>

namespace kandesk::cli {

namespace {

void write(std::FILE *stream, const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

void printOut(const QString &text)
{
    write(stdout, text.toLocal8Bit());
}

void printLine(const QString &line)
{
    write(stdout, line.toLocal8Bit() + '\n');
}

void printError(const QString &line)
{
    write(stderr, line.toLocal8Bit() + '\n');
}

void printJson(const QJsonObject &object)
{
    write(stdout, QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n');
}

} // namespace kandesk::cli
