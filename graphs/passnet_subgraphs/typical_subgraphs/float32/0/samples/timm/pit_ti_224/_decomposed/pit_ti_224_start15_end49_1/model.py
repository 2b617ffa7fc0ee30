import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_21, in_20, in_22, attn_mask = None, dropout_p = 0.0, is_causal = False);  in_21 = in_20 = in_22 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = tmp_1.reshape(2, 730, 64);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_1, in_0);  tmp_2 = in_1 = in_0 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        tmp_5 = in_23 + tmp_4;  in_23 = tmp_4 = None
        tmp_6 = torch.nn.functional.layer_norm(tmp_5, (64,), in_7, in_6, 1e-06);  in_7 = in_6 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_3, in_2);  tmp_6 = in_3 = in_2 = None
        tmp_8 = torch.nn.functional.gelu(tmp_7, approximate = 'none');  tmp_7 = None
        tmp_9 = torch.nn.functional.dropout(tmp_8, 0.0, False, False);  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_5, in_4);  tmp_9 = in_5 = in_4 = None
        tmp_11 = torch.nn.functional.dropout(tmp_10, 0.0, False, False);  tmp_10 = None
        tmp_12 = tmp_5 + tmp_11;  tmp_5 = tmp_11 = None
        tmp_13 = torch.nn.functional.layer_norm(tmp_12, (64,), in_17, in_16, 1e-06);  in_17 = in_16 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_11, in_10);  tmp_13 = in_11 = in_10 = None
        tmp_15 = tmp_14.reshape(2, 730, 3, 2, 32);  tmp_14 = None
        tmp_16 = tmp_15.permute(2, 0, 3, 1, 4);  tmp_15 = None
        tmp_17 = tmp_16.unbind(0);  tmp_16 = None
        tmp_18 = tmp_17[0]
        tmp_19 = tmp_17[1]
        tmp_20 = tmp_17[2];  tmp_17 = None
        tmp_21 = torch.nn.functional.scaled_dot_product_attention(tmp_18, tmp_19, tmp_20, attn_mask = None, dropout_p = 0.0, is_causal = False);  tmp_18 = tmp_19 = tmp_20 = None
        tmp_22 = tmp_21.transpose(1, 2);  tmp_21 = None
        tmp_23 = tmp_22.reshape(2, 730, 64);  tmp_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_23, in_9, in_8);  tmp_23 = in_9 = in_8 = None
        tmp_25 = torch.nn.functional.dropout(tmp_24, 0.0, False, False);  tmp_24 = None
        tmp_26 = tmp_12 + tmp_25;  tmp_12 = tmp_25 = None
        tmp_27 = torch.nn.functional.layer_norm(tmp_26, (64,), in_19, in_18, 1e-06);  in_19 = in_18 = None
        tmp_28 = torch.nn.functional.linear(tmp_27, in_13, in_12);  tmp_27 = in_13 = in_12 = None
        tmp_29 = torch.nn.functional.gelu(tmp_28, approximate = 'none');  tmp_28 = None
        tmp_30 = torch.nn.functional.dropout(tmp_29, 0.0, False, False);  tmp_29 = None
        tmp_31 = torch.nn.functional.linear(tmp_30, in_15, in_14);  tmp_30 = in_15 = in_14 = None
        tmp_32 = torch.nn.functional.dropout(tmp_31, 0.0, False, False);  tmp_31 = None
        tmp_33 = tmp_26 + tmp_32;  tmp_26 = tmp_32 = None
        return (tmp_33,)
        