import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17):
        tmp_0 = in_16 + in_17;  in_16 = in_17 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (768,), in_7, in_6, 1e-12);  tmp_0 = in_7 = in_6 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  in_1 = in_0 = None
        tmp_3 = torch.nn.functional.gelu(tmp_2);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_3, in_2);  tmp_3 = in_3 = in_2 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.1, False, False);  tmp_4 = None
        tmp_6 = tmp_5 + tmp_1;  tmp_5 = tmp_1 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (768,), in_5, in_4, 1e-12);  tmp_6 = in_5 = in_4 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_13, in_12);  in_13 = in_12 = None
        tmp_9 = tmp_8.view(4, 32, -1, 64);  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = torch.nn.functional.linear(tmp_7, in_9, in_8);  in_9 = in_8 = None
        tmp_12 = tmp_11.view(4, 32, -1, 64);  tmp_11 = None
        tmp_13 = tmp_12.transpose(1, 2);  tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_7, in_15, in_14);  in_15 = in_14 = None
        tmp_15 = tmp_14.view(4, 32, -1, 64);  tmp_14 = None
        tmp_16 = tmp_15.transpose(1, 2);  tmp_15 = None
        tmp_17 = torch.nn.functional.scaled_dot_product_attention(tmp_10, tmp_13, tmp_16, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_10 = tmp_13 = tmp_16 = None
        tmp_18 = tmp_17.reshape(4, -1, 32, 64);  tmp_17 = None
        tmp_19 = tmp_18.transpose(1, 2);  tmp_18 = None
        tmp_20 = tmp_19.contiguous();  tmp_19 = None
        tmp_21 = tmp_20.reshape(4, 32, -1);  tmp_20 = None
        tmp_22 = tmp_21.contiguous();  tmp_21 = None
        tmp_23 = torch.nn.functional.linear(tmp_22, in_11, in_10);  tmp_22 = in_11 = in_10 = None
        return (tmp_7, tmp_23)
        