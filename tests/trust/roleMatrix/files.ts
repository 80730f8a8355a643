import { packageFiles } from '@oj/server/testFixtures';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { unique } from './api';

// The files the upload routes take: images, problem packages, test data, event feeds.

/** A small PNG, as a browser would upload it. */
export async function pngFile(name = 'avatar.png'): Promise<Blob> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** An FPS file of one problem whose statement shows an embedded PNG. */
export async function fpsWithImage(title: string): Promise<Blob> {
  const png = Buffer.from(await (await pngFile()).arrayBuffer()).toString('base64');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.4"><item>
<title><![CDATA[${title}]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[256]]></memory_limit>
<description><![CDATA[<p>Add two numbers.</p><img src="http://example.com/sum.png">]]></description>
<input><![CDATA[Two integers.]]></input>
<output><![CDATA[Their sum.]]></output>
<sample_input><![CDATA[1 2]]></sample_input>
<sample_output><![CDATA[3]]></sample_output>
<test_input><![CDATA[1 2
]]></test_input>
<test_output><![CDATA[3
]]></test_output>
<img><src><![CDATA[http://example.com/sum.png]]></src><base64><![CDATA[${png}]]></base64></img>
</item></fps>`;
  return new File([xml], 'problem.xml', { type: 'application/xml' });
}

/** A Kattis package (the hello example) named `problemId`, zipped. */
export function icpcPackage(problemId: string): File {
  return new File([zipSync(packageFiles('hello', `${problemId}/`))], `${problemId}.zip`, {
    type: 'application/zip',
  });
}

/** A test data zip of one A+B case. */
export function testCaseZip(): File {
  const text = (value: string) => new TextEncoder().encode(value);
  return new File([zipSync({ '1.in': text('1 2\n'), '1.out': text('3\n') })], 'cases.zip', {
    type: 'application/zip',
  });
}

/** A small CLICS event feed: a contest, one problem, one team, one accepted submission. */
export function clicsFeed(): File {
  const id = unique('feed');
  const lines = [
    {
      type: 'contest',
      id: null,
      data: {
        id,
        name: `Feed ${id}`,
        start_time: '2020-03-01T09:00:00Z',
        duration: '1:00:00',
        penalty_time: 20,
      },
    },
    { type: 'problems', id: `${id}-a`, data: { id: `${id}-a`, label: 'A', name: 'First', ordinal: 0 } },
    { type: 'teams', id: 'x', data: { id: 'x', name: 'Xenon' } },
    {
      type: 'submissions',
      id: '1',
      data: { id: '1', team_id: 'x', problem_id: `${id}-a`, language_id: 'cpp', contest_time: '0:07:30' },
    },
    {
      type: 'judgements',
      id: '1',
      data: { id: '1', submission_id: '1', judgement_type_id: 'AC', end_contest_time: '0:08:00' },
    },
  ];
  return new File([lines.map((l) => JSON.stringify(l)).join('\n')], 'feed.ndjson', {
    type: 'application/x-ndjson',
  });
}

export function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
