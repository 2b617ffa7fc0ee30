import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17, in_18, in_19, in_20, in_21, in_22, in_23, in_24, in_25, in_26, in_27, in_28, in_29, in_30, in_31):
        tmp_0 = in_30.view(4, 32, -1, 64);  in_30 = None
        tmp_1 = tmp_0.transpose(1, 2);  tmp_0 = None
        tmp_2 = torch.nn.functional.scaled_dot_product_attention(in_31, in_29, tmp_1, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_31 = in_29 = tmp_1 = None
        tmp_3 = tmp_2.reshape(4, -1, 32, 64);  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = tmp_5.reshape(4, 32, -1);  tmp_5 = None
        tmp_7 = tmp_6.contiguous();  tmp_6 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_3, in_2);  tmp_7 = in_3 = in_2 = None
        tmp_9 = torch.nn.functional.dropout(tmp_8, 0.1, False, False);  tmp_8 = None
        tmp_10 = tmp_9 + in_28;  tmp_9 = in_28 = None
        tmp_11 = torch.nn.functional.layer_norm(tmp_10, (768,), in_1, in_0, 1e-12);  tmp_10 = in_1 = in_0 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_5, in_4);  in_5 = in_4 = None
        tmp_13 = torch.nn.functional.gelu(tmp_12);  tmp_12 = None
        tmp_14 = torch.nn.functional.linear(tmp_13, in_9, in_8);  tmp_13 = in_9 = in_8 = None
        tmp_15 = torch.nn.functional.dropout(tmp_14, 0.1, False, False);  tmp_14 = None
        tmp_16 = tmp_15 + tmp_11;  tmp_15 = tmp_11 = None
        tmp_17 = torch.nn.functional.layer_norm(tmp_16, (768,), in_7, in_6, 1e-12);  tmp_16 = in_7 = in_6 = None
        tmp_18 = torch.nn.functional.linear(tmp_17, in_17, in_16);  in_17 = in_16 = None
        tmp_19 = tmp_18.view(4, 32, -1, 64);  tmp_18 = None
        tmp_20 = tmp_19.transpose(1, 2);  tmp_19 = None
        tmp_21 = torch.nn.functional.linear(tmp_17, in_15, in_14);  in_15 = in_14 = None
        tmp_22 = tmp_21.view(4, 32, -1, 64);  tmp_21 = None
        tmp_23 = tmp_22.transpose(1, 2);  tmp_22 = None
        tmp_24 = torch.nn.functional.linear(tmp_17, in_19, in_18);  in_19 = in_18 = None
        tmp_25 = tmp_24.view(4, 32, -1, 64);  tmp_24 = None
        tmp_26 = tmp_25.transpose(1, 2);  tmp_25 = None
        tmp_27 = torch.nn.functional.scaled_dot_product_attention(tmp_20, tmp_23, tmp_26, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_20 = tmp_23 = tmp_26 = None
        tmp_28 = tmp_27.reshape(4, -1, 32, 64);  tmp_27 = None
        tmp_29 = tmp_28.transpose(1, 2);  tmp_28 = None
        tmp_30 = tmp_29.contiguous();  tmp_29 = None
        tmp_31 = tmp_30.reshape(4, 32, -1);  tmp_30 = None
        tmp_32 = tmp_31.contiguous();  tmp_31 = None
        tmp_33 = torch.nn.functional.linear(tmp_32, in_13, in_12);  tmp_32 = in_13 = in_12 = None
        tmp_34 = torch.nn.functional.dropout(tmp_33, 0.1, False, False);  tmp_33 = None
        tmp_35 = tmp_34 + tmp_17;  tmp_34 = tmp_17 = None
        tmp_36 = torch.nn.functional.layer_norm(tmp_35, (768,), in_11, in_10, 1e-12);  tmp_35 = in_11 = in_10 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_21, in_20);  in_21 = in_20 = None
        tmp_38 = torch.nn.functional.gelu(tmp_37);  tmp_37 = None
        tmp_39 = torch.nn.functional.linear(tmp_38, in_25, in_24);  tmp_38 = in_25 = in_24 = None
        tmp_40 = torch.nn.functional.dropout(tmp_39, 0.1, False, False);  tmp_39 = None
        tmp_41 = tmp_40 + tmp_36;  tmp_40 = tmp_36 = None
        tmp_42 = torch.nn.functional.layer_norm(tmp_41, (768,), in_23, in_22, 1e-12);  tmp_41 = in_23 = in_22 = None
        tmp_43 = tmp_42[(slice(None, None, None), 0)]
        tmp_44 = torch.nn.functional.linear(tmp_43, in_27, in_26);  tmp_43 = in_27 = in_26 = None
        tmp_45 = torch.tanh(tmp_44);  tmp_44 = None
        return (tmp_42, tmp_45)
        