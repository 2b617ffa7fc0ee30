class Program_weight_tensor_meta_selected_weights:
	name = "in_0"
	original_name = "selected_weights"
	shape = [256, 2816, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_unsqueeze_3:
	name = "in_1"
	original_name = "unsqueeze_3"
	shape = [256, 1024, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.009
	std = 1.000
