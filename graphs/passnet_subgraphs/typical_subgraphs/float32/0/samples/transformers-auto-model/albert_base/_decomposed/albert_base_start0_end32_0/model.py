import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21):
        tmp_0 = in_1[(slice(None, None, None), slice(None, 32, None))];  in_1 = None
        tmp_1 = in_2.expand(1, -1);  in_2 = None
        tmp_2 = torch.gather(tmp_1, dim = 1, index = tmp_0);  tmp_1 = None
        tmp_3 = tmp_2.expand(2, 32);  tmp_2 = None
        tmp_4 = torch.nn.functional.embedding(in_0, in_7, 0, None, 2.0, False, False);  in_0 = in_7 = None
        tmp_5 = torch.nn.functional.embedding(tmp_3, in_6, None, None, 2.0, False, False);  tmp_3 = in_6 = None
        tmp_6 = tmp_4 + tmp_5;  tmp_4 = tmp_5 = None
        tmp_7 = torch.nn.functional.embedding(tmp_0, in_5, None, None, 2.0, False, False);  tmp_0 = in_5 = None
        tmp_8 = tmp_6 + tmp_7;  tmp_6 = tmp_7 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (128,), in_4, in_3, 1e-12);  tmp_8 = in_4 = in_3 = None
        tmp_10 = torch.nn.functional.dropout(tmp_9, 0.0, False, False);  tmp_9 = None
        tmp_11 = torch.nn.functional.linear(tmp_10, in_21, in_20);  tmp_10 = in_21 = in_20 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_15, in_14);  in_15 = in_14 = None
        tmp_13 = tmp_12.view(2, 32, -1, 64);  tmp_12 = None
        tmp_14 = tmp_13.transpose(1, 2);  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_11, in_13, in_12);  in_13 = in_12 = None
        tmp_16 = tmp_15.view(2, 32, -1, 64);  tmp_15 = None
        tmp_17 = tmp_16.transpose(1, 2);  tmp_16 = None
        tmp_18 = torch.nn.functional.linear(tmp_11, in_17, in_16);  in_17 = in_16 = None
        tmp_19 = tmp_18.view(2, 32, -1, 64);  tmp_18 = None
        tmp_20 = tmp_19.transpose(1, 2);  tmp_19 = None
        tmp_21 = torch.nn.functional.scaled_dot_product_attention(tmp_14, tmp_17, tmp_20, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_14 = tmp_17 = tmp_20 = None
        tmp_22 = tmp_21.reshape(2, -1, 32, 64);  tmp_21 = None
        tmp_23 = tmp_22.transpose(1, 2);  tmp_22 = None
        tmp_24 = tmp_23.contiguous();  tmp_23 = None
        tmp_25 = tmp_24.reshape(2, 32, -1);  tmp_24 = None
        tmp_26 = tmp_25.contiguous();  tmp_25 = None
        tmp_27 = torch.nn.functional.linear(tmp_26, in_11, in_10);  tmp_26 = in_11 = in_10 = None
        tmp_28 = torch.nn.functional.dropout(tmp_27, 0.0, False, False);  tmp_27 = None
        tmp_29 = tmp_11 + tmp_28;  tmp_11 = tmp_28 = None
        tmp_30 = torch.nn.functional.layer_norm(tmp_29, (768,), in_9, in_8, 1e-12);  tmp_29 = in_9 = in_8 = None
        tmp_31 = torch.nn.functional.linear(tmp_30, in_19, in_18);  in_19 = in_18 = None
        return (tmp_30, tmp_31)
        