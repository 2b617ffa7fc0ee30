import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10):
        tmp_0 = torch.conv2d(in_10, in_1, in_0, (1, 1), (0, 0), (1, 1), 1);  in_10 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = False);  tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_3, in_2, (1, 1), (0, 0), (1, 1), 1);  tmp_1 = in_3 = in_2 = None
        tmp_3 = torch.nn.functional.hardsigmoid(tmp_2, False);  tmp_2 = None
        tmp_4 = tmp_3 * in_9;  tmp_3 = in_9 = None
        tmp_5 = torch.conv2d(tmp_4, in_4, None, (1, 1), (0, 0), (1, 1), 1);  tmp_4 = in_4 = None
        tmp_6 = torch.nn.functional.batch_norm(tmp_5, in_5, in_6, in_8, in_7, False, 0.01, 0.001);  tmp_5 = in_5 = in_6 = in_8 = in_7 = None
        return (tmp_6,)
        