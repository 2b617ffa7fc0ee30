import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14):
        tmp_0 = in_13.view((2, 49, -1, 64));  in_13 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_12, in_3, in_2);  in_3 = in_2 = None
        tmp_3 = tmp_2.view((2, 49, -1, 64));  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.scaled_dot_product_attention(in_14, tmp_1, tmp_4, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_14 = tmp_1 = tmp_4 = None
        tmp_6 = tmp_5.reshape(2, -1, 49, 64);  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = tmp_7.contiguous();  tmp_7 = None
        tmp_9 = tmp_8.reshape(2, 49, -1);  tmp_8 = None
        tmp_10 = tmp_9.contiguous();  tmp_9 = None
        tmp_11 = torch.nn.functional.linear(tmp_10, in_1, in_0);  tmp_10 = in_1 = in_0 = None
        tmp_12 = torch.nn.functional.dropout(tmp_11, 0.1, False, False);  tmp_11 = None
        tmp_13 = in_12 + tmp_12;  in_12 = tmp_12 = None
        tmp_14 = torch.nn.functional.layer_norm(tmp_13, (768,), in_11, in_10, 1e-05);  tmp_13 = in_11 = in_10 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_5, in_4);  in_5 = in_4 = None
        tmp_16 = torch.nn.functional.gelu(tmp_15);  tmp_15 = None
        tmp_17 = torch.nn.functional.dropout(tmp_16, 0.1, False, False);  tmp_16 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_7, in_6);  tmp_17 = in_7 = in_6 = None
        tmp_19 = torch.nn.functional.dropout(tmp_18, 0.1, False, False);  tmp_18 = None
        tmp_20 = tmp_14 + tmp_19;  tmp_14 = tmp_19 = None
        tmp_21 = torch.nn.functional.layer_norm(tmp_20, (768,), in_9, in_8, 1e-05);  tmp_20 = in_9 = in_8 = None
        return (tmp_21,)
        