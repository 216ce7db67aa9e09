// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// npm packages made by the tests: packed as tarballs that npm installs from a file: spec, so no
// registry is needed.

#include <QDir>
#include <QFile>
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

} // namespace kandesk::test
