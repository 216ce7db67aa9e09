// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Build-time tool: renders the SVG icon to the PNG sizes of the hicolor theme.
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() != 4) {
        QTextStream(stderr) << "usage: svg2png <in.svg> <size> <out.png>\n";
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    bool sizeOk = false;
    const int size = args.at(2).toInt(&sizeOk);
    if (!renderer.isValid() || !sizeOk || size <= 0) {
        QTextStream(stderr) << "svg2png: cannot render " << args.at(1) << " at size " << args.at(2) << '\n';
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    return image.save(args.at(3)) ? 0 : 1;
}
