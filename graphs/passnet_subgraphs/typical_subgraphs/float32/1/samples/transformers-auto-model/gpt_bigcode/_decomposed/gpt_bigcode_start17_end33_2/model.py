import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_1 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_2 = torch.cat([tmp_0, in_7], dim = -2);  tmp_0 = in_7 = None
        tmp_3 = torch.cat([tmp_1, in_9], dim = -2);  tmp_1 = in_9 = None
        tmp_4 = torch.nn.functional.scaled_dot_product_attention(in_8, tmp_2, tmp_3, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  in_8 = None
        tmp_5 = tmp_4.reshape(4, -1, 32, 64);  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_6.contiguous();  tmp_6 = None
        tmp_8 = tmp_7.reshape(4, 32, -1);  tmp_7 = None
        tmp_9 = tmp_8.contiguous();  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_1, in_0);  tmp_9 = in_1 = in_0 = None
        tmp_11 = torch.nn.functional.dropout(tmp_10, 0.1, False, False);  tmp_10 = None
        tmp_12 = tmp_11 + in_6;  tmp_11 = in_6 = None
        tmp_13 = torch.nn.functional.layer_norm(tmp_12, (768,), in_3, in_2, 1e-05);  in_3 = in_2 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_5, in_4);  tmp_13 = in_5 = in_4 = None
        tmp_15 = torch.nn.functional.gelu(tmp_14, approximate = 'tanh');  tmp_14 = None
        return (tmp_2, tmp_3, tmp_12, tmp_15)
        