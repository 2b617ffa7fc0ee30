import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.linear(in_1, in_0, None);  in_1 = in_0 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = False);  tmp_0 = None
        tmp_2 = torch.nn.functional.dropout(tmp_1, 0.1, False, False);  tmp_1 = None
        return (tmp_2,)
        