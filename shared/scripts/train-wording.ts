/**
 * Retrains the wording model on the development set and writes src/risk/wording-weights.json.
 * Run after any change to the development set, the normalisation or the idioms (a test fails
 * until the committed table matches), then bump RISK_RULES_VERSION.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainWording, wordingJson, type TrainingMessage } from '../src/risk/wording-training';

const risk = fileURLToPath(new URL('../src/risk/', import.meta.url));
const development = JSON.parse(readFileSync(`${risk}labelled/development.json`, 'utf8')) as TrainingMessage[];
const trained = trainWording(development);
writeFileSync(`${risk}wording-weights.json`, wordingJson(trained, 'labelled/development.json'));
console.log(`wording model: ${development.length} messages, ${trained.table.length} features, bias ${JSON.stringify(trained.bias)}`);
