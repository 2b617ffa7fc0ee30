class Program_weight_tensor_meta_relu_2:
	name = "in_0"
	original_name = "relu_2"
	shape = [2, 64, 55, 55]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.540
	std = 0.911


class Program_weight_tensor_meta_relu_3:
	name = "in_1"
	original_name = "relu_3"
	shape = [2, 64, 55, 55]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.561
	std = 0.764
