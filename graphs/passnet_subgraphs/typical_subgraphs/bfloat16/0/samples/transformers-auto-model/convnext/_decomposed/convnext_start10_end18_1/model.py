import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = in_0 * in_8;  in_0 = in_8 = None
        tmp_1 = tmp_0.permute(0, 3, 1, 2);  tmp_0 = None
        tmp_2 = in_7 + tmp_1;  in_7 = tmp_1 = None
        tmp_3 = torch.conv2d(tmp_2, in_2, in_1, (1, 1), (3, 3), (1, 1), 96);  in_2 = in_1 = None
        tmp_4 = tmp_3.permute(0, 2, 3, 1);  tmp_3 = None
        tmp_5 = torch.nn.functional.layer_norm(tmp_4, (96,), in_4, in_3, 1e-06);  tmp_4 = in_4 = in_3 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_6, in_5);  tmp_5 = in_6 = in_5 = None
        tmp_7 = torch.nn.functional.gelu(tmp_6);  tmp_6 = None
        return (tmp_2, tmp_7)
        