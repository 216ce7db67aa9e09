// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Runs a fuzz target over files and folders of inputs, as libFuzzer would run one input, so every
// build replays the corpus without libFuzzer: replay_<target> PATH...
#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

namespace {

QStringList inputsUnder(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return {path};
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (it.fileName() != QLatin1String("README.md")) // a corpus folder's description, not an input
            files.append(file);
    }
    files.sort();
    return files;
}

} // namespace

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    QTextStream err(stderr);
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const QStringList files = inputsUnder(QFile::decodeName(argv[i]));
        for (const QString &path : files) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                err << "cannot read " << path << Qt::endl;
                return 1;
            }
            const QByteArray input = file.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size()));
            ++replayed;
        }
    }
    if (replayed == 0) {
        err << "no input to replay" << Qt::endl;
        return 1;
    }
    err << "replayed " << replayed << " inputs" << Qt::endl;
    delete QCoreApplication::instance(); // the one a target's LLVMFuzzerInitialize made, if any
    return 0;
}
