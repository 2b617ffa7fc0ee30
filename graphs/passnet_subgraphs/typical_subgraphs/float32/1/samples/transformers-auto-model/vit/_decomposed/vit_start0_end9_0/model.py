import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = torch.conv2d(in_0, in_2, in_1, (16, 16), (0, 0), (1, 1), 1);  in_0 = in_2 = in_1 = None
        tmp_1 = tmp_0.flatten(2);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = in_3.expand(4, -1, -1);  in_3 = None
        tmp_4 = torch.cat((tmp_3, tmp_2), dim = 1);  tmp_3 = tmp_2 = None
        tmp_5 = tmp_4 + in_4;  tmp_4 = in_4 = None
        tmp_6 = torch.nn.functional.dropout(tmp_5, 0.0, False, False);  tmp_5 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (768,), in_8, in_7, 1e-12);  in_8 = in_7 = None
        tmp_8 = torch.nn.functional.linear(tmp_7, in_6, in_5);  in_6 = in_5 = None
        return (tmp_6, tmp_7, tmp_8)
        