import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15):
        tmp_0 = in_15.view(2, 32, -1, 64);  in_15 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_14, in_5, in_4);  in_5 = in_4 = None
        tmp_3 = tmp_2.view(2, 32, -1, 64);  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.linear(in_14, in_7, in_6);  in_7 = in_6 = None
        tmp_6 = tmp_5.view(2, 32, -1, 64);  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = torch.nn.functional.scaled_dot_product_attention(tmp_1, tmp_4, tmp_7, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_1 = tmp_4 = tmp_7 = None
        tmp_9 = tmp_8.reshape(2, -1, 32, 64);  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = tmp_10.contiguous();  tmp_10 = None
        tmp_12 = tmp_11.reshape(2, 32, -1);  tmp_11 = None
        tmp_13 = tmp_12.contiguous();  tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_3, in_2);  tmp_13 = in_3 = in_2 = None
        tmp_15 = torch.nn.functional.dropout(tmp_14, 0.1, False, False);  tmp_14 = None
        tmp_16 = tmp_15 + in_14;  tmp_15 = in_14 = None
        tmp_17 = torch.nn.functional.layer_norm(tmp_16, (256,), in_1, in_0, 1e-12);  tmp_16 = in_1 = in_0 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_9, in_8);  in_9 = in_8 = None
        tmp_19 = torch.nn.functional.gelu(tmp_18);  tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_19, in_13, in_12);  tmp_19 = in_13 = in_12 = None
        tmp_21 = torch.nn.functional.dropout(tmp_20, 0.1, False, False);  tmp_20 = None
        tmp_22 = tmp_21 + tmp_17;  tmp_21 = tmp_17 = None
        tmp_23 = torch.nn.functional.layer_norm(tmp_22, (256,), in_11, in_10, 1e-12);  tmp_22 = in_11 = in_10 = None
        return (tmp_23,)
        