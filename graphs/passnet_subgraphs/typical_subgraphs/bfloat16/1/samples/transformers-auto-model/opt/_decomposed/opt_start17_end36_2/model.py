import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = torch.nn.functional.linear(in_7, in_1, in_0);  in_1 = in_0 = None
        tmp_1 = torch.nn.functional.linear(in_7, in_5, in_4);  in_7 = in_5 = in_4 = None
        tmp_2 = tmp_0.view(4, -1, 12, 64);  tmp_0 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = tmp_1.view(4, -1, 12, 64);  tmp_1 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_7 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_8 = torch.cat([tmp_6, tmp_3], dim = -2);  tmp_6 = tmp_3 = None
        tmp_9 = torch.cat([tmp_7, tmp_5], dim = -2);  tmp_7 = tmp_5 = None
        tmp_10 = torch.nn.functional.scaled_dot_product_attention(in_8, tmp_8, tmp_9, attn_mask = None, dropout_p = 0.0, scale = 1.0, is_causal = True);  in_8 = None
        tmp_11 = tmp_10.reshape(4, -1, 32, 64);  tmp_10 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = tmp_12.contiguous();  tmp_12 = None
        tmp_14 = tmp_13.reshape(4, 32, -1);  tmp_13 = None
        tmp_15 = tmp_14.contiguous();  tmp_14 = None
        tmp_16 = torch.nn.functional.linear(tmp_15, in_3, in_2);  tmp_15 = in_3 = in_2 = None
        tmp_17 = torch.nn.functional.dropout(tmp_16, p = 0.1, training = False);  tmp_16 = None
        tmp_18 = in_6 + tmp_17;  in_6 = tmp_17 = None
        return (tmp_8, tmp_9, tmp_18)
        