import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_2, in_1, in_0);  in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0.reshape(256, 49, 3, 3, 32);  tmp_0 = None
        tmp_2 = tmp_1.permute(2, 0, 3, 1, 4);  tmp_1 = None
        tmp_3 = tmp_2[0]
        tmp_4 = tmp_2[1]
        tmp_5 = tmp_2[2];  tmp_2 = None
        tmp_6 = tmp_3 * 0.1767766952966369;  tmp_3 = None
        return (tmp_4, tmp_5, tmp_6)
        