// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "execinto.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <unistd.h>
#include <vector>

namespace kandesk {

// The words this file says to users, translated in the context "ExecIntoWords".
namespace {
struct ExecIntoWords {
    Q_DECLARE_TR_FUNCTIONS(ExecIntoWords)
};
} // namespace

QString execInto(const QStringList &argv, const QString &directory, const QProcessEnvironment &environment)
{
    if (argv.isEmpty())
        return ExecIntoWords::tr("No program to run");
    QString program = argv.constFirst();
    if (!program.contains(QLatin1Char('/')))
        program = QStandardPaths::findExecutable(program, environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts));
    if (program.isEmpty() || !QFileInfo(program).isExecutable())
        return ExecIntoWords::tr("%1 is not an executable program").arg(argv.constFirst());
    if (!QDir::setCurrent(directory))
        return ExecIntoWords::tr("The folder %1 cannot be entered").arg(QDir::toNativeSeparators(directory));
    std::vector<QByteArray> strings;
    for (const QString &arg : argv)
        strings.push_back(arg.toLocal8Bit());
    const std::size_t argCount = strings.size();
    for (const QString &entry : environment.toStringList())
        strings.push_back(entry.toLocal8Bit());
    std::vector<char *> args;
    std::vector<char *> envp;
    for (std::size_t i = 0; i < strings.size(); ++i)
        (i < argCount ? args : envp).push_back(strings[i].data());
    args.push_back(nullptr);
    envp.push_back(nullptr);
    const QByteArray path = QFile::encodeName(program);
    ::execve(path.constData(), args.data(), envp.data());
    const QString why = QString::fromLocal8Bit(std::strerror(errno));
    return ExecIntoWords::tr("%1 could not be started: %2").arg(program, why);
}

} // namespace kandesk
