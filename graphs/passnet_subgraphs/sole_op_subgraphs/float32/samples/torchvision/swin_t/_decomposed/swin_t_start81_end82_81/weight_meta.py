class Program_weight_tensor_meta_unsqueeze_2:
	name = "in_0"
	original_name = "unsqueeze_2"
	shape = [64, 1, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.714
	std = 1.593


class Program_weight_tensor_meta_unsqueeze_3:
	name = "in_1"
	original_name = "unsqueeze_3"
	shape = [64, 49, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.714
	std = 1.593
