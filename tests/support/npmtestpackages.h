// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// npm packages made by the tests: packed as tarballs that npm installs from a file: spec, so no
// registry is needed.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>

namespace kandesk::test {

struct TestPackage {
    QString name;
    QString version;
    QString enginesNode;                                   // empty: none
    QString binFile = QStringLiteral("bin/agent.mjs");     // the package's only bin
    QByteArray binContent = "#!/usr/bin/env node\nconsole.log('hello');\n";
};

// Writes the package into dir and packs it as dir/<unscoped name>-<version>.tgz; yields the
// tarball's path (empty on failure, with the reason in *error).
inline QString packTestPackage(const QString &dir, const TestPackage &package, QString *error = nullptr)
{
    const QString unscoped = package.name.section(QLatin1Char('/'), -1);
    const QString root = QDir(dir).filePath(QStringLiteral("src-%1-%2").arg(unscoped, package.version));
    const QString folder = QDir(root).filePath(QStringLiteral("package"));
    QDir(root).removeRecursively();
    QDir().mkpath(QDir(folder).filePath(QFileInfo(package.binFile).path()));
    QJsonObject json{{QStringLiteral("name"), package.name},
                     {QStringLiteral("version"), package.version},
                     {QStringLiteral("bin"), QJsonObject{{unscoped, package.binFile}}}};
    if (!package.enginesNode.isEmpty())
        json.insert(QStringLiteral("engines"), QJsonObject{{QStringLiteral("node"), package.enginesNode}});
    QFile manifest(QDir(folder).filePath(QStringLiteral("package.json")));
    if (!manifest.open(QIODevice::WriteOnly))
        return {};
    manifest.write(QJsonDocument(json).toJson());
    manifest.close();
    QFile bin(QDir(folder).filePath(package.binFile));
    if (!bin.open(QIODevice::WriteOnly))
        return {};
    bin.write(package.binContent);
    bin.close();
    bin.setPermissions(bin.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    const QString tarball = QDir(dir).filePath(QStringLiteral("%1-%2.tgz").arg(unscoped, package.version));
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-czf"), tarball, QStringLiteral("-C"), root, QStringLiteral("package")});
    if (!tar.waitForFinished(30'000) || tar.exitCode() != 0) {
        if (error)
            *error = QStringLiteral("tar failed: ") + QString::fromLocal8Bit(tar.readAllStandardError()) + tar.errorString();
        return {};
    }
    return tarball;
}

// An entry that runs the ACP SDK's example agent (installed for the tests) as its own code.
inline QByteArray sdkAgentEntry(const QString &sdkDir)
{
    return QByteArrayLiteral("#!/usr/bin/env node\nimport '") + QDir(sdkDir).filePath(QStringLiteral("dist/examples/agent.js")).toUtf8()
        + QByteArrayLiteral("';\n");
}

// A shell script at path with body after its #! line, executable: a fake node, npm or agent.
inline bool writeTestScript(const QString &path, const QByteArray &body)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("#!/bin/sh\n" + body);
    file.close();
    return file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// An npm agent's version in <home>/agents as a finished install leaves it (its entry and marker),
// without npm.
inline bool markNpmAgentInstalled(const QString &home, const QString &package, const QString &version,
    const QString &enginesNode = {})
{
    const QString dir = QDir(home).filePath(QStringLiteral("agents/") + package + QLatin1Char('/') + version);
    QDir().mkpath(dir);
    QFile entry(dir + QStringLiteral("/entry.js"));
    if (!entry.open(QIODevice::WriteOnly))
        return false;
    entry.close();
    QJsonObject marker { { QStringLiteral("version"), version }, { QStringLiteral("entry"), entry.fileName() } };
    if (!enginesNode.isEmpty())
        marker.insert(QStringLiteral("engines_node"), enginesNode);
    QFile file(dir + QStringLiteral("/kandesk-install.json"));
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(marker).toJson()) > 0;
}

} // namespace kandesk::test
