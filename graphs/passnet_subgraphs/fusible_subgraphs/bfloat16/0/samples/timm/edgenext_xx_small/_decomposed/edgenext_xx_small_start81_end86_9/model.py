import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.stack((in_2, in_0), dim = 4);  in_2 = in_0 = None
        tmp_1 = tmp_0.flatten(3);  tmp_0 = None
        tmp_2 = torch.cat((tmp_1, in_1), dim = 3);  tmp_1 = in_1 = None
        tmp_3 = tmp_2.permute(0, 3, 1, 2);  tmp_2 = None
        tmp_4 = tmp_3.to(torch.bfloat16);  tmp_3 = None
        return (tmp_4,)
        