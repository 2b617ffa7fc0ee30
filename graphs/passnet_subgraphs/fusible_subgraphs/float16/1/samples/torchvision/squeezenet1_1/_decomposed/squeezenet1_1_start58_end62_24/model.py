import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.conv2d(in_3, in_1, in_0, (1, 1), (1, 1), (1, 1), 1);  in_3 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = True);  tmp_0 = None
        tmp_2 = torch.cat([in_2, tmp_1], 1);  in_2 = tmp_1 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.5, False, False);  tmp_2 = None
        return (tmp_3,)
        