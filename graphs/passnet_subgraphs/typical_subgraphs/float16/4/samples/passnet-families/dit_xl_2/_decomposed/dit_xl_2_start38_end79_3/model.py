import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12):
        tmp_0 = in_11 + in_10;  in_11 = in_10 = None
        tmp_1 = torch.nn.functional.silu(tmp_0)
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = tmp_2.chunk(6, dim = 1);  tmp_2 = None
        tmp_4 = tmp_3[0]
        tmp_5 = tmp_3[1]
        tmp_6 = tmp_3[2]
        tmp_7 = tmp_3[3]
        tmp_8 = tmp_3[4]
        tmp_9 = tmp_3[5];  tmp_3 = None
        tmp_10 = tmp_6.unsqueeze(1);  tmp_6 = None
        tmp_11 = torch.nn.functional.layer_norm(in_12, (1152,), None, None, 1e-06)
        tmp_12 = tmp_5.unsqueeze(1);  tmp_5 = None
        tmp_13 = 1 + tmp_12;  tmp_12 = None
        tmp_14 = tmp_11 * tmp_13;  tmp_11 = tmp_13 = None
        tmp_15 = tmp_4.unsqueeze(1);  tmp_4 = None
        tmp_16 = tmp_14 + tmp_15;  tmp_14 = tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_5, in_4);  tmp_16 = in_5 = in_4 = None
        tmp_18 = tmp_17.reshape(16, 256, 3, 16, 72);  tmp_17 = None
        tmp_19 = tmp_18.permute(2, 0, 3, 1, 4);  tmp_18 = None
        tmp_20 = tmp_19.unbind(0);  tmp_19 = None
        tmp_21 = tmp_20[0]
        tmp_22 = tmp_20[1]
        tmp_23 = tmp_20[2];  tmp_20 = None
        tmp_24 = torch.nn.functional.scaled_dot_product_attention(tmp_21, tmp_22, tmp_23);  tmp_21 = tmp_22 = tmp_23 = None
        tmp_25 = tmp_24.transpose(1, 2);  tmp_24 = None
        tmp_26 = tmp_25.reshape(16, 256, 1152);  tmp_25 = None
        tmp_27 = torch.nn.functional.linear(tmp_26, in_3, in_2);  tmp_26 = in_3 = in_2 = None
        tmp_28 = tmp_10 * tmp_27;  tmp_10 = tmp_27 = None
        tmp_29 = in_12 + tmp_28;  in_12 = tmp_28 = None
        tmp_30 = tmp_9.unsqueeze(1);  tmp_9 = None
        tmp_31 = torch.nn.functional.layer_norm(tmp_29, (1152,), None, None, 1e-06)
        tmp_32 = tmp_8.unsqueeze(1);  tmp_8 = None
        tmp_33 = 1 + tmp_32;  tmp_32 = None
        tmp_34 = tmp_31 * tmp_33;  tmp_31 = tmp_33 = None
        tmp_35 = tmp_7.unsqueeze(1);  tmp_7 = None
        tmp_36 = tmp_34 + tmp_35;  tmp_34 = tmp_35 = None
        tmp_37 = torch.nn.functional.linear(tmp_36, in_7, in_6);  tmp_36 = in_7 = in_6 = None
        tmp_38 = torch.nn.functional.gelu(tmp_37, approximate = 'tanh');  tmp_37 = None
        tmp_39 = torch.nn.functional.linear(tmp_38, in_9, in_8);  tmp_38 = in_9 = in_8 = None
        tmp_40 = tmp_30 * tmp_39;  tmp_30 = tmp_39 = None
        return (tmp_0, tmp_29, tmp_40)
        