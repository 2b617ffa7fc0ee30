import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = -in_3;  in_3 = None
        tmp_1 = torch.cat((tmp_0, in_2), dim = -1);  tmp_0 = in_2 = None
        tmp_2 = tmp_1 * in_1;  tmp_1 = in_1 = None
        tmp_3 = in_0 + tmp_2;  in_0 = tmp_2 = None
        return (tmp_3,)
        