import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs the app's libraries use at import time (react-router needs TextEncoder).
const globals = globalThis as Record<string, unknown>;
globals.TextEncoder ??= TextEncoder;
globals.TextDecoder ??= TextDecoder;

// Lazily loaded root components are compiled on first import; on a busy 2-core CI machine that can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
